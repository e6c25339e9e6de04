/** The dock page (dock-page.tsx) in an app that already renders Radix's radio group and checkbox. */
import { definePeer } from './dock-page';
import { renderRadixForm } from './radix-form';

renderRadixForm();
definePeer();
