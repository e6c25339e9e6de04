// Helpers for the play functions of the gateway stories (ControlUI.stories.tsx).
import { waitFor } from 'storybook/test';
import type { GatewayStandIn } from '../../test/support/gateway-standin';
import { liveStandIn } from './GatewayControlUIPage';

/** The gateway stand-in behind the story on screen (set once the page has mounted). */
export async function standInOnScreen(): Promise<GatewayStandIn> {
  return waitFor(() => {
    const standIn = liveStandIn();
    if (!standIn) throw new Error('The gateway stand-in is not up yet.');
    return standIn;
  });
}

/** Params of every `question.resolve` request the stand-in received from the page. */
export const resolveRequests = (standIn: GatewayStandIn) =>
  standIn.calls.filter((c) => c.method === 'question.resolve').map((c) => c.params);
