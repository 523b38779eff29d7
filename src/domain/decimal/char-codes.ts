// The character codes the decimal core's scanners read decimal text by (exact.ts, fast.ts): no
// string is cut or allocated to read a digit.
export const CODE_0 = 48;
export const CODE_9 = 57;
export const CODE_POINT = 46;
export const CODE_MINUS = 45;
export const CODE_PLUS = 43;
