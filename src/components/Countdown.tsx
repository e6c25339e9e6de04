import { clsx } from 'clsx';
import { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { formatDuration } from '../core/messages';
import { useQuestionStoreContext } from '../react/context';
import { useQuestionStore } from '../react/use-question-store';

/** Props of {@link Countdown}: a `span`'s props. */
export type CountdownProps = ComponentPropsWithRef<'span'>;

const MINUTE = 60_000;

/**
 * Time left until the prompt's deadline, "Time left 4:59", ticking each second on its own timer
 * (a tick re-renders the countdown only). Announces "One minute left" once, politely, when the
 * time crosses one minute; the ticking itself is not announced.
 * `data-state`: `running`, `urgent` (last minute) or `over`.
 * @example
 * <QuestionStoreProvider store={store}><Countdown /></QuestionStoreProvider>
 */
export function Countdown({ className, ...props }: CountdownProps) {
  const { store, messages } = useQuestionStoreContext('Countdown');
  // The store's own clock: the countdown must agree with the expiry.
  const clock = store.clock;
  const deadline = useQuestionStore(store, (s) => s.deadline);
  const [now, setNow] = useState(() => clock.now());
  // Remaining time at mount: a countdown shown already inside the last minute does not announce.
  const [leftAtMount] = useState(() => deadline - now);

  useEffect(() => {
    let handle: unknown;
    const schedule = (): void => {
      const left = deadline - clock.now();
      // Wake when the displayed second changes (formatDuration rounds up).
      if (left > 0) handle = clock.setTimeout(tick, left % 1000 || 1000);
    };
    const tick = (): void => {
      setNow(clock.now());
      schedule();
    };
    schedule();
    return () => clock.clearTimeout(handle);
  }, [deadline, clock]);

  const left = Math.max(0, deadline - now);
  return (
    <span
      className={clsx('qd-countdown', className)}
      data-state={left === 0 ? 'over' : left <= MINUTE ? 'urgent' : 'running'}
      {...props}
    >
      <span role="timer">{messages.timeLeft(formatDuration(left / 1000))}</span>
      <span className="qd-sr-only" aria-live="polite">
        {leftAtMount > MINUTE && left > 0 && left <= MINUTE ? messages.oneMinuteLeft : ''}
      </span>
    </span>
  );
}
