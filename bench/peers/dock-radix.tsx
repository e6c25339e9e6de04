/** The dock page (dock.tsx) in an app that already renders Radix's radio group and checkbox. */
import './radix-form';
import './dock';
