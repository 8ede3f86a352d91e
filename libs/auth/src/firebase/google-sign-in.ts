// Its own chunk: the popup resolver (iframe messaging with the identity provider) is only needed when
// someone presses Continue with Google.
import { type Auth, browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';

export async function signInWithGooglePopup(auth: Auth): Promise<void> {
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
