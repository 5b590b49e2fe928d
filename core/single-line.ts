// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * Names, titles and organisations are one line of text: a line break or another control character
 * would end up in a mail subject, a CSV cell or a page title as something else.
 */
export const isSingleLine = (value: string) => !NOT_ONE_LINE.test(value);

export const SINGLE_LINE_MESSAGE = "Keep it on one line, without control characters.";
