/** The dock's bench page: the README example (dock-page.tsx). */
import { definePeer } from './dock-page';

definePeer();
