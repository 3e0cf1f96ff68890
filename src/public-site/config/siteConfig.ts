// Settings of the public site that differ per install, from the build's VITE_* variables (README).
// Pages read them through useSiteConfig(), so serving them from the server later changes one file.

export interface SiteConfig {
  /** External download of the family history book (History page); no link while empty. */
  bookUrl: string;
  /** External card-payment page the donation form sends the donor to; donations closed while empty. */
  donationUrl: string;
  /** ISO 4217 currency of the donation amounts. */
  donationCurrency: string;
  /** Root member of the family tree linked from the tree instructions and the family menu. */
  treeRootMemberId: string;
  /** The day the family tree was last brought up to date (YYYY-MM-DD), said on the tree instructions; nothing said while empty. */
  treeUpdated: string;
  /** The year of the tree's next planned update, said on the tree instructions while it is still ahead. */
  treeNextUpdate: string;
  /** Footer links; an empty one is left out (mail falls back to the contact form). */
  social: { group: string; photos: string; microblog: string; mail: string };
}

const env = import.meta.env;

const CONFIG: SiteConfig = {
  bookUrl: env.VITE_BOOK_URL ?? '',
  donationUrl: env.VITE_DONATION_URL ?? '',
  donationCurrency: env.VITE_DONATION_CURRENCY ?? 'ILS',
  treeRootMemberId: env.VITE_TREE_ROOT_MEMBER_ID ?? '1',
  treeUpdated: env.VITE_TREE_UPDATED ?? '',
  treeNextUpdate: env.VITE_TREE_NEXT_UPDATE ?? '',
  social: {
    group: env.VITE_SOCIAL_GROUP_URL ?? '',
    photos: env.VITE_SOCIAL_PHOTOS_URL ?? '',
    microblog: env.VITE_SOCIAL_MICROBLOG_URL ?? '',
    mail: env.VITE_CONTACT_MAIL ?? '',
  },
};

export const useSiteConfig = (): SiteConfig => CONFIG;

/** The family tree from the family's root member: where the tree instructions and the family menu lead. */
export const treeRootPath = ({ treeRootMemberId }: SiteConfig): string => `/family-tree/${encodeURIComponent(treeRootMemberId)}`;
