import { clsx } from 'clsx';
import { forwardRef, useEffect, useState, type ComponentPropsWithRef } from 'react';
import { formatDuration } from '../../core/internal';
import { useQuestionStoreContext } from '../../react/context';
import { useHydrated } from '../../react/use-hydrated';
import { useQuestionStore } from '../../react/use-question-store';

/** Props of {@link Countdown}: a `span`'s props. */
export type CountdownProps = ComponentPropsWithRef<'span'>;

const MINUTE = 60_000;
/**
 * A deadline further away than this is none a person needs to watch (a form whose server keeps its
 * own time): the countdown shows nothing, and wakes once when it comes within it.
 */
const DAY = 1440 * MINUTE;

/**
 * Time left until the prompt's deadline, "Time left 4:59", ticking each second on its own timer
 * (a tick re-renders the countdown only). Announces "One minute left" once, politely, when the
 * time crosses one minute; the ticking itself is not announced.
 * `data-state`: `running`, `urgent` (last minute) or `over`.
 * @example
 * <QuestionStoreProvider store={store}><Countdown /></QuestionStoreProvider>
 */
export const Countdown = /* @__PURE__ */ forwardRef<HTMLSpanElement, CountdownProps>(function Countdown(
  { className, ...props },
  ref,
) {
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
      if (left > 0) handle = clock.setTimeout(tick, left > DAY ? left - DAY : left % 1000 || 1000);
    };
    const tick = (): void => {
      setNow(clock.now());
      schedule();
    };
    schedule();
    return () => clock.clearTimeout(handle);
  }, [deadline, clock]);

  // The time left depends on the moment of rendering: a server render leaves it out (the client
  // would render another second and React would discard the server HTML); it appears on hydration.
  const hydrated = useHydrated();
  const left = Math.max(0, deadline - now);
  if (left > DAY) return null;
  // The timer is the countdown itself (a timer is not announced as it ticks); the one-minute notice
  // is a polite live region inside it.
  return (
    <span
      role="timer"
      className={clsx('qd-countdown', className)}
      data-state={!hydrated ? 'running' : left === 0 ? 'over' : left <= MINUTE ? 'urgent' : 'running'}
      ref={ref}
      {...props}
    >
      {hydrated ? messages.timeLeft(formatDuration(left / 1000)) : ''}
      <span className="qd-sr-only" aria-live="polite">
        {leftAtMount > MINUTE && left > 0 && left <= MINUTE ? messages.oneMinuteLeft : ''}
      </span>
    </span>
  );
});
