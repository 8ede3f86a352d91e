export { createFakeAuthClient, type FakeAuthClient, fakeUser } from './fake-auth-client';
