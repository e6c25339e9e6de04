import { createContext } from 'react';

/** Where the hosts the person keeps for a secret store go: the dock's `onSecretHostsChange`. @internal */
export const SecretHostsContext = /* @__PURE__ */ createContext<
  ((promptId: string, hosts: readonly string[]) => void) | undefined
>(undefined);
