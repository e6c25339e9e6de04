/**
 * The baseline of the size row's "app that already has Radix": React and Radix's radio group and
 * checkbox, built like the peer pages. What the dock adds to such an app is `dock-radix` minus this.
 */
import { createRoot } from 'react-dom/client';
import { renderRadixForm } from './radix-form';

renderRadixForm();
createRoot(document.getElementById('root')!).render(<p>Radix only</p>);
