import { emulatorRuntimeConfig, parseAuthRuntimeConfig } from './auth-runtime-config';

const host = 'fairway.test:8080';

describe('parseAuthRuntimeConfig', () => {
  it('uses a real Firebase project when its key and project are given', () => {
    const body = { firebase: { apiKey: 'AIza-real', authDomain: 'club.firebaseapp.com', projectId: 'club', appId: '1:2:web:3' }, useAuthEmulator: false };
    expect(parseAuthRuntimeConfig(body, host)).toEqual({ firebase: body.firebase, useAuthEmulator: false });
  });

  it('uses the emulator behind this origin when told to, keeping the given project', () => {
    const config = parseAuthRuntimeConfig({ firebase: { apiKey: 'k', projectId: 'demo-x' }, useAuthEmulator: true }, host);
    expect(config).toEqual({ firebase: { apiKey: 'k', projectId: 'demo-x', authDomain: host }, useAuthEmulator: true });
  });

  it.each([[null], ['text'], [{}], [{ firebase: { apiKey: '', projectId: 'p' } }], [{ firebase: { apiKey: 'k' } }]])(
    'falls back to the emulator for an incomplete config %#',
    (body) => {
      expect(parseAuthRuntimeConfig(body, host)).toEqual(emulatorRuntimeConfig(host));
    },
  );
});
