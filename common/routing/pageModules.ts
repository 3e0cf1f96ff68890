// The module of each lazily loaded screen of schema/routes.json, under src/public-site/, its component
// exported under the file's name. The router loads them from here (screens.ts), and the server names a
// screen's files in the page it sends for the screen's address (server/plugins/external/page-preloads.ts),
// so a phone fetches them beside the portal's own code instead of after it has started.
export const PAGE_MODULES = {
  ContactUs: 'pages/ContactUsPage.tsx',
  DonationSuccess: 'pages/DonationSuccessPage.tsx',
  History: 'pages/HistoryPage.tsx',
  About: 'pages/about/AboutPage.tsx',
  TreeInstructions: 'pages/TreeInstructionsPage.tsx',
  FamilyTree: 'pages/tree/FamilyTreePage.tsx',
  Register: 'pages/account/RegisterPage.tsx',
  Profile: 'pages/account/ProfilePage.tsx',
  SmsCodeEntry: 'pages/account/SmsCodePage.tsx',
  ModifyPhone: 'pages/account/ModifyPhonePage.tsx',
  ModifyNumberVerify: 'pages/account/ModifyNumberVerifyPage.tsx',
  ChangePassword: 'pages/account/ChangePasswordPage.tsx',
  ResetByEmail: 'pages/account/ResetByEmailPage.tsx',
  ResetPassword: 'pages/account/ResetPasswordPage.tsx',
  ActivateAccount: 'pages/account/ActivateAccountPage.tsx',
  ActivationError: 'pages/account/ActivationErrorPage.tsx',
  MemberList: 'pages/members/MemberListPage.tsx',
  MemberDetail: 'pages/members/MemberDetailPage.tsx',
  MemberCreate: 'pages/members/MemberCreatePage.tsx',
  MemberEdit: 'pages/members/MemberEditPage.tsx',
  ChildCreate: 'pages/members/ChildCreatePage.tsx',
  ChildrenList: 'pages/members/ChildrenListPage.tsx',
  ProfilePictureUpload: 'pages/members/ProfilePicturePage.tsx',
  PartnerCreate: 'pages/partners/PartnerCreatePage.tsx',
  PartnerDetail: 'pages/partners/PartnerDetailPage.tsx',
  PartnerEdit: 'pages/partners/PartnerEditPage.tsx',
  FamilyStats: 'pages/stats/FamilyStatsPage.tsx',
  NotificationList: 'pages/news/NotificationListPage.tsx',
  NotificationCreate: 'pages/news/NotificationCreatePage.tsx',
  NotificationDetail: 'pages/news/NotificationDetailPage.tsx',
  Activities: 'pages/activities/ActivitiesPage.tsx',
  ActivityCreate: 'pages/activities/ActivityCreatePage.tsx',
  ActivityDetail: 'pages/activities/ActivityDetailPage.tsx',
  Gallery: 'pages/gallery/GalleryPage.tsx',
  ImageCreate: 'pages/gallery/ImageCreatePage.tsx',
  GalleryManagement: 'pages/gallery/GalleryManagementPage.tsx',
  MySuggestions: 'pages/suggest/MySuggestionsPage.tsx',
} as const satisfies Record<string, string>;

/**
 * The parts of a screen that a parameter of its address's query asks for and that load as chunks of their own
 * (the tree's looks), by the parameter's value: the module under src/public-site/. The screen loads the part while
 * the portal starts (FamilyTreePage.tsx, LOOK_CHUNKS), and the server names its files in the page it sends too, so
 * a phone fetches them beside the portal's own code instead of after it has run.
 */
export const QUERY_PARTS = {
  FamilyTree: {
    param: 'view',
    modules: { all: 'pages/tree/Overview.tsx', ancestors: 'pages/tree/AncestorsLook.tsx', fan: 'pages/tree/AncestorsLook.tsx' },
  },
} as const satisfies Partial<Record<keyof typeof PAGE_MODULES, { param: string; modules: Record<string, string> }>>;

/** The component a page module exports: named as its file. */
export const pageExport = (module: string): string => module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);

/** The home page's drawn village, the largest thing its first look paints. */
export const HERO_IMAGE = '/hero-village.svg';

/**
 * The pictures a screen's first look paints largest, which the server names in that screen's page only, for
 * the browser to fetch while the scripts load. Named in every page, the home page's hero was fetched and
 * decoded on the tree's too: 150 ms of its first frame on a phone (bench/tree-canvas.ts).
 */
export const PAGE_IMAGES: Partial<Record<string, readonly string[]>> = { Home: [HERO_IMAGE] };
