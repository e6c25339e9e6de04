/**
 * The device identity an OpenClaw gateway requires of a browser operator UI (client id
 * `openclaw-control-ui`): an Ed25519 key made with WebCrypto (secure contexts: HTTPS or
 * localhost), whose id is the SHA-256 of the raw public key, and a signature over the v3 device
 * auth payload of each `connect`. A loopback gateway pairs such a device silently. The private key
 * never leaves this page's memory (a reload is a new device; the gateway retires old silent ones).
 */
import { devWarn } from '../../core/internal';

export interface DeviceAuthFields {
  readonly clientId: string;
  readonly clientMode: string;
  readonly role: string;
  readonly scopes: readonly string[];
  readonly signedAtMs: number;
  readonly token: string | undefined;
  readonly nonce: string;
  readonly platform: string;
  readonly deviceFamily?: string;
}

const base64Url = (bytes: ArrayBuffer): string => {
  let text = '';
  for (const b of new Uint8Array(bytes)) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
// As the gateway normalizes device metadata: trimmed, ASCII upper case lowered.
const normalize = (value: string | undefined): string =>
  (value ?? '').trim().replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));

/** The gateway's v3 device auth payload: the exact string it verifies the signature against. */
export function deviceAuthPayload(deviceId: string, f: DeviceAuthFields): string {
  return [
    'v3',
    deviceId,
    f.clientId,
    f.clientMode,
    f.role,
    f.scopes.join(','),
    String(f.signedAtMs),
    f.token ?? '',
    f.nonce,
    normalize(f.platform),
    normalize(f.deviceFamily),
  ].join('|');
}

/** Makes a device identity, or undefined where WebCrypto Ed25519 is not available (insecure context). */
export async function createDeviceIdentity() {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!subtle) return undefined;
  let keys: CryptoKeyPair;
  try {
    keys = (await subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (error) {
    devWarn('No Ed25519 in this WebCrypto: the connection goes without a device identity.', error);
    return undefined;
  }
  const raw = await subtle.exportKey('raw', keys.publicKey);
  const publicKey = base64Url(raw);
  const id = hex(await subtle.digest('SHA-256', raw));
  return {
    /** The `device` block of `connect` for this challenge. */
    async sign(fields: DeviceAuthFields) {
      const signature = await subtle.sign(
        { name: 'Ed25519' },
        keys.privateKey,
        new TextEncoder().encode(deviceAuthPayload(id, fields)),
      );
      return { id, publicKey, signature: base64Url(signature), signedAt: fields.signedAtMs, nonce: fields.nonce };
    },
  };
}
