/** Every tab title: the screen's own, then the product ("Feed · Crewdesk"). */
export const TITLE_TEMPLATE = '%s · Crewdesk';
