// The showcase with the app's stylesheet (Tailwind) imported before the added component's.
import '../index.css';
import './index';
