export { manualClock } from '../fixtures/clock';
