import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a field as a paste does: a click, then one input event. `user.type` sends four key events and
 * re-renders the screen per character — typing names, numbers and amounts whose keystrokes no test was about took a
 * good part of the web tests' CPU time. Tests of what happens per key (search as you type, keyboard navigation,
 * dates typed day first, special keys such as `{Enter}`) keep `user.type`.
 */
export async function fillIn(user: UserEvent, field: Element, text: string) {
  await user.click(field);
  await user.paste(text);
}
