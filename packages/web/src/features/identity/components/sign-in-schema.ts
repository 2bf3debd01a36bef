import { requiredText } from '@coverdesk/contract/common/ids';
import { z } from 'zod';

/** SPEC §5: username and password required, neither may be empty or start with a space. */
export const signInSchema = z.object({ username: requiredText(200), password: requiredText(200) });
export type SignInValues = z.infer<typeof signInSchema>;
