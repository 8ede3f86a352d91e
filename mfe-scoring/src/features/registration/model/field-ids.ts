/** The element id of a form field, from its problem key (`player.1.<question>`): a problem can focus its field. */
export const fieldId = (key: string) => `registration-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
