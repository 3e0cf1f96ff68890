// The screens of schema/routes.json that exist, by name. The home page and the login screen ship
// with the first bundle (every visitor needs them, and the guard shows the login to signed-out
// visitors anywhere); every other page is its own chunk.
import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/HomePage.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { lazyPage, type LazyPage } from './lazyPage.ts';
import { matchRoute } from './routeTable.ts';

export const SCREENS: Readonly<Record<string, ComponentType>> = {
  Home: HomePage,
  Login: LoginPage,
  ContactUs: lazyPage(
    () => import('../pages/ContactUsPage.tsx'),
    (m) => m.ContactUsPage,
  ),
  DonationSuccess: lazyPage(
    () => import('../pages/DonationSuccessPage.tsx'),
    (m) => m.DonationSuccessPage,
  ),
  History: lazyPage(
    () => import('../pages/HistoryPage.tsx'),
    (m) => m.HistoryPage,
  ),
  About: lazyPage(
    () => import('../pages/about/AboutPage.tsx'),
    (m) => m.AboutPage,
  ),
  TreeInstructions: lazyPage(
    () => import('../pages/TreeInstructionsPage.tsx'),
    (m) => m.TreeInstructionsPage,
  ),
  FamilyTree: lazyPage(
    () => import('../pages/tree/FamilyTreePage.tsx'),
    (m) => m.FamilyTreePage,
  ),
  Register: lazyPage(
    () => import('../pages/account/RegisterPage.tsx'),
    (m) => m.RegisterPage,
  ),
  Profile: lazyPage(
    () => import('../pages/account/ProfilePage.tsx'),
    (m) => m.ProfilePage,
  ),
  SmsCodeEntry: lazyPage(
    () => import('../pages/account/SmsCodePage.tsx'),
    (m) => m.SmsCodePage,
  ),
  ModifyPhone: lazyPage(
    () => import('../pages/account/ModifyPhonePage.tsx'),
    (m) => m.ModifyPhonePage,
  ),
  ModifyNumberVerify: lazyPage(
    () => import('../pages/account/ModifyNumberVerifyPage.tsx'),
    (m) => m.ModifyNumberVerifyPage,
  ),
  ChangePassword: lazyPage(
    () => import('../pages/account/ChangePasswordPage.tsx'),
    (m) => m.ChangePasswordPage,
  ),
  ResetByEmail: lazyPage(
    () => import('../pages/account/ResetByEmailPage.tsx'),
    (m) => m.ResetByEmailPage,
  ),
  ResetPassword: lazyPage(
    () => import('../pages/account/ResetPasswordPage.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  ActivateAccount: lazyPage(
    () => import('../pages/account/ActivateAccountPage.tsx'),
    (m) => m.ActivateAccountPage,
  ),
  ActivationError: lazyPage(
    () => import('../pages/account/ActivationErrorPage.tsx'),
    (m) => m.ActivationErrorPage,
  ),
  MemberList: lazyPage(
    () => import('../pages/members/MemberListPage.tsx'),
    (m) => m.MemberListPage,
  ),
  MemberDetail: lazyPage(
    () => import('../pages/members/MemberDetailPage.tsx'),
    (m) => m.MemberDetailPage,
  ),
  MemberCreate: lazyPage(
    () => import('../pages/members/MemberCreatePage.tsx'),
    (m) => m.MemberCreatePage,
  ),
  MemberEdit: lazyPage(
    () => import('../pages/members/MemberEditPage.tsx'),
    (m) => m.MemberEditPage,
  ),
  ChildCreate: lazyPage(
    () => import('../pages/members/ChildCreatePage.tsx'),
    (m) => m.ChildCreatePage,
  ),
  ChildrenList: lazyPage(
    () => import('../pages/members/ChildrenListPage.tsx'),
    (m) => m.ChildrenListPage,
  ),
  ProfilePictureUpload: lazyPage(
    () => import('../pages/members/ProfilePicturePage.tsx'),
    (m) => m.ProfilePicturePage,
  ),
  PartnerCreate: lazyPage(
    () => import('../pages/partners/PartnerCreatePage.tsx'),
    (m) => m.PartnerCreatePage,
  ),
  PartnerDetail: lazyPage(
    () => import('../pages/partners/PartnerDetailPage.tsx'),
    (m) => m.PartnerDetailPage,
  ),
  PartnerEdit: lazyPage(
    () => import('../pages/partners/PartnerEditPage.tsx'),
    (m) => m.PartnerEditPage,
  ),
  FamilyStats: lazyPage(
    () => import('../pages/stats/FamilyStatsPage.tsx'),
    (m) => m.FamilyStatsPage,
  ),
  NotificationList: lazyPage(
    () => import('../pages/news/NotificationListPage.tsx'),
    (m) => m.NotificationListPage,
  ),
  NotificationCreate: lazyPage(
    () => import('../pages/news/NotificationCreatePage.tsx'),
    (m) => m.NotificationCreatePage,
  ),
  NotificationDetail: lazyPage(
    () => import('../pages/news/NotificationDetailPage.tsx'),
    (m) => m.NotificationDetailPage,
  ),
  Activities: lazyPage(
    () => import('../pages/activities/ActivitiesPage.tsx'),
    (m) => m.ActivitiesPage,
  ),
  ActivityCreate: lazyPage(
    () => import('../pages/activities/ActivityCreatePage.tsx'),
    (m) => m.ActivityCreatePage,
  ),
  ActivityDetail: lazyPage(
    () => import('../pages/activities/ActivityDetailPage.tsx'),
    (m) => m.ActivityDetailPage,
  ),
  Gallery: lazyPage(
    () => import('../pages/gallery/GalleryPage.tsx'),
    (m) => m.GalleryPage,
  ),
  ImageCreate: lazyPage(
    () => import('../pages/gallery/ImageCreatePage.tsx'),
    (m) => m.ImageCreatePage,
  ),
  GalleryManagement: lazyPage(
    () => import('../pages/gallery/GalleryManagementPage.tsx'),
    (m) => m.GalleryManagementPage,
  ),
};

/**
 * Starts loading the page at `pathname` (its chunk, its texts, its records) while the portal itself
 * starts; settles when the chunk is in and its records are asked for (at once for a page of the first
 * bundle), or could not be loaded.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const match = matchRoute(pathname);
  const screen = match && SCREENS[match.entry.screen];
  if (screen && 'preload' in screen) await (screen as LazyPage).preload(match.params);
}
