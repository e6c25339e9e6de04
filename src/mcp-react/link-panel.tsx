import type { LinkPrompt } from '../mcp';
import { useFormWords } from './form-words';

/**
 * A server's link (URL mode) above the composer: why it asks, where the link goes (its full origin,
 * the part a look-alike cannot fake, then its path), and Open / Decline / Cancel. Nothing opens by
 * itself: Open is a real link to a new tab with no opener and no referrer. Once opened it says the
 * server finishes when the person is done there; the server's completion closes it.
 */
export function LinkPanel({ link }: { readonly link: LinkPrompt }) {
  const words = useFormWords();
  const label = words.linkLabel(link.server);
  return (
    <section role="region" aria-label={label} className="qd-notice qd-link-panel" data-state={link.state}>
      <p className="qd-intro-from">
        <bdi>{label}</bdi>
      </p>
      <p className="qd-intro-message" dir="auto">
        {link.message}
      </p>
      <p className="qd-link-url" dir="ltr">
        <strong>{link.url.origin}</strong>
        {/* A narrow panel breaks the line here first, so the path stays whole below the origin. */}
        <wbr />
        {link.url.pathname}
      </p>
      {link.state === 'opened' ? (
        <p className="qd-link-actions">
          <span className="qd-note">{words.linkOpened}</span>
          <button type="button" className="qd-button" data-variant="quiet" onClick={link.cancel}>
            {words.dismiss}
          </button>
        </p>
      ) : (
        <p className="qd-link-actions">
          <button type="button" className="qd-button" data-variant="quiet" onClick={link.cancel}>
            {words.cancel}
          </button>
          <button type="button" className="qd-button" data-variant="quiet" onClick={link.decline}>
            {words.decline}
          </button>
          <a
            className="qd-button"
            data-variant="primary"
            href={link.url.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={link.open}
          >
            {words.open}
          </a>
        </p>
      )}
    </section>
  );
}
