/**
 * Messages per page of a thread. The latest page fills a screen or two, so opening a thread waits for
 * ~20 KB rather than the API's default 100 messages; earlier pages load as the user scrolls up. The
 * page token carries this limit (the API ignores `page_size` with a token), so every earlier page is
 * this size too.
 */
export const MESSAGE_PAGE_SIZE = 20;
