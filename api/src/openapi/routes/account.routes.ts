import type { OpenApiRoute } from '../openapi-route';

export const accountRoutes: OpenApiRoute[] = [
  {
    method: 'post',
    path: '/api/account/sign-out-everywhere',
    tag: 'Account',
    summary: "Sign out everywhere: ends every session of the caller's account",
    description:
      'Revokes the refresh tokens of the account named by the ID token: every ID token of a session begun before now is refused (401) and its refresh token renews nothing. The caller signs in again.',
    access: 'signed-in',
    success: [{ status: 204, description: 'Every session ended' }],
    extraErrors: [503],
    withoutDatabase: true,
  },
];
