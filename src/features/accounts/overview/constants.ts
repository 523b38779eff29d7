// Defaults of the account overview that its route's loader needs too.
export const DEFAULT_CONTRIBUTORS_LIMIT = 5;
