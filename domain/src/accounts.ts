/** The shortest administrator password the site accepts. */
export const PASSWORD_MIN_LENGTH = 12;
