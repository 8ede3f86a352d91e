// Its own chunk: only a sign-up or a "Resend link" sends the verification e-mail.
import { sendEmailVerification, type User } from 'firebase/auth';

export async function sendVerificationEmailTo(user: User): Promise<void> {
  await sendEmailVerification(user);
}
