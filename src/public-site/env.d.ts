// The build-time settings of the public site (documented in README.md).
interface ImportMetaEnv {
  readonly VITE_BOOK_URL?: string;
  readonly VITE_DONATION_URL?: string;
  readonly VITE_DONATION_CURRENCY?: string;
  readonly VITE_TREE_ROOT_MEMBER_ID?: string;
  readonly VITE_TREE_UPDATED?: string;
  readonly VITE_TREE_NEXT_UPDATE?: string;
  readonly VITE_SOCIAL_GROUP_URL?: string;
  readonly VITE_SOCIAL_PHOTOS_URL?: string;
  readonly VITE_SOCIAL_MICROBLOG_URL?: string;
  readonly VITE_CONTACT_MAIL?: string;
}

// i18n/*.json imported under its own module id, so that only its `portal` namespace is bundled
// (the back office imports the same files whole, for its own texts).
declare module '*.json?portal.json' {
  export const portal: Record<string, unknown>;
}

// The same files' `family` namespace: the family pages' texts, a chunk of their own.
declare module '*.json?family.json' {
  export const family: Record<string, unknown>;
}

// Their `resources` namespace: the entities' field labels, which the family pages show too.
declare module '*.json?resources.json' {
  export const resources: Record<string, unknown>;
}

// Their `pages` namespace: the reading pages' texts (about, history, tree instructions).
declare module '*.json?pages.json' {
  export const pages: Record<string, unknown>;
}

// Their `account` namespace: the account pages' texts.
declare module '*.json?account.json' {
  export const account: Record<string, unknown>;
}

// The areas of the family pages that are not shared: the tree's, the statistics', the gallery's,
// the calendar's and the news'.
declare module '*.json?tree.json' {
  export const tree: Record<string, unknown>;
}
declare module '*.json?stats.json' {
  export const stats: Record<string, unknown>;
}
declare module '*.json?gallery.json' {
  export const gallery: Record<string, unknown>;
}
declare module '*.json?calendar.json' {
  export const calendar: Record<string, unknown>;
}
declare module '*.json?news.json' {
  export const news: Record<string, unknown>;
}

// Their `gedcom` area: the GEDCOM export and import texts (the member page's branch download, the back office screen).
declare module '*.json?gedcom.json' {
  export const gedcom: Record<string, unknown>;
}

// Their `suggest` area: a member's suggestions of changes (the dialog on a person's page, My suggestions).
declare module '*.json?suggest.json' {
  export const suggest: Record<string, unknown>;
}

// Their `photoPeople` area: the people named in photos (the gallery's photo, a person's photos).
declare module '*.json?photoPeople.json' {
  export const photoPeople: Record<string, unknown>;
}

// Their `familyHome` area: the family member's home blocks, loaded after the home page's first paint.
declare module '*.json?familyHome.json' {
  export const familyHome: Record<string, unknown>;
}
