// Why a piece goes back (the return form's select and the slip). Its own module: the browser form imports it without
// the table definitions.
export const returnReasons = ['tooSmall', 'tooLarge', 'notAsDescribed', 'damaged', 'wrongItem', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
