import { useContext, useId, useState } from 'react';
import type { AskUserQuestion } from '../../core';
import { useQuestionStoreContext } from '../../react/context';
import { useQuestionStore } from '../../react/use-question-store';
import { SecretHostsContext } from './secret-hosts';

/**
 * The answer field of a secret question: a masked input (never autocompleted), the store it goes
 * to (name, reason, and for a secret the hosts it may be sent to, which the person can narrow),
 * and whether a value is already stored. The value lives only in the open prompt's memory.
 */
export function SecretField({ question }: { question: AskUserQuestion }) {
  const { store, messages } = useQuestionStoreContext('SecretField');
  const text = useQuestionStore(store, (s) => s.drafts[question.id]?.other ?? '');
  const promptId = useQuestionStore(store, (s) => s.promptId);
  const onHosts = useContext(SecretHostsContext);
  const id = useId();
  const spec = question.secret;
  const hosts = spec?.store?.kind === 'secret' ? (spec.store.allowedHosts ?? []) : [];
  const [kept, setKept] = useState<readonly string[]>(hosts);
  const existing = spec?.existing;
  return (
    <div className="qd-secret" data-state={text ? 'filled' : 'empty'}>
      {spec?.store && (
        <p className="qd-secret-store" dir="auto">
          <code>{spec.store.name}</code>
          {spec.store.reason ? ` — ${spec.store.reason}` : ''}
        </p>
      )}
      {existing && (
        <p className="qd-note" dir="auto">
          {messages.secretExisting(new Date(existing.updatedAtMs).toLocaleString(), existing.updatedBy ?? '')}
        </p>
      )}
      {hosts.length > 0 && (
        <fieldset className="qd-secret-hosts">
          <legend>{messages.secretHosts}</legend>
          {hosts.map((host) => (
            <label key={host}>
              <input
                type="checkbox"
                checked={kept.includes(host)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? hosts.filter((h) => h === host || kept.includes(h))
                    : kept.filter((h) => h !== host);
                  setKept(next);
                  if (promptId !== undefined) onHosts?.(promptId, next);
                }}
              />{' '}
              {host}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={id} className="qd-other-label">
        {messages.secretLabel(question.header)}
      </label>
      <input
        id={id}
        className="qd-other-input qd-secret-input"
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => store.setOther(question.id, event.target.value)}
      />
    </div>
  );
}
