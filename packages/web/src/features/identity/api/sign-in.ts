import { useMutation } from '@tanstack/react-query';
import { session } from '../../../app/services.ts';

/** POST /oauth/token (password grant); the page shows the failure itself. */
export const useSignIn = () =>
  useMutation({
    mutationFn: (v: { username: string; password: string }) => session.signIn(v.username, v.password),
    meta: { silent: true },
  });
