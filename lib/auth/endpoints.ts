import { endpointsOf } from '@/lib/upstream/define';

/**
 * Sign-in and session calls (spec part 1 §7 "Authentication"). Everything but
 * /authorization is called only by the BFF's own route handlers, never through
 * the proxy; so is the realtime server's broadcasting auth.
 */

const schemas = () => import('@/lib/auth/schemas');
const { get } = endpointsOf('auth', schemas);
const bff = endpointsOf('auth', schemas, { proxy: false });
const realtime = endpointsOf('realtime', schemas, { proxy: false });

export const authApi = {
  authorization: get('/authorization', 'authorizationSchema'),
  login: bff.post('/login', 'loginResponseSchema'),
  logout: bff.post('/logout'),
  forgotPassword: bff.post('/forgot-password', 'messageResponseSchema'),
  resetPassword: bff.post('/reset-password', 'messageResponseSchema'),
  sso: {
    google: { start: bff.post('/login/google', 'ssoStartResponseSchema'), authentication: bff.post('/login/google/authentication', 'loginResponseSchema') },
    apple: { start: bff.post('/login/apple', 'ssoStartResponseSchema'), authentication: bff.post('/login/apple/authentication', 'loginResponseSchema') },
  },
  broadcastingAuth: realtime.post('/broadcasting/auth'),
};
