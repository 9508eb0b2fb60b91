/** What a link preview (Open Graph card) of a public page shows: the home's, a team's or a walker's. */
export interface ShareCard {
  title: string;
  description: string;
  /** A path on this site or an absolute address; empty when there is none. */
  image: string;
}
