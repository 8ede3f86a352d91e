import { emulatorAdmin } from './auth-emulator-admin';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * The link of the verification e-mail the Auth emulator "sent" to `email` (it keeps them instead of
 * mailing them), waiting up to `timeoutMs` for it to exist.
 */
export async function verificationLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { oobCodes = [] } = await emulatorAdmin<{ oobCodes?: OobCode[] }>('GET', '/emulator/v1/projects/demo-fairway/oobCodes');
    const mail = oobCodes.findLast((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
    if (mail) return mail.oobLink;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail for ${email} within ${timeoutMs} ms`);
}
