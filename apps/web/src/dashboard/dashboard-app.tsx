import '@mantine/core/styles.css';
import { createQueryClient } from '@atrium/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RequireSession } from './components/require-session';
import { AccountPage } from './pages/account/account-page';
import { ForgotPasswordPage } from './pages/account/forgot-password-page';
import { ResetPasswordPage } from './pages/account/reset-password-page';
import { ApiKeysPage } from './pages/api-keys-page';
import { CategoriesPage } from './pages/categories-page';
import { ClientsPage } from './pages/clients-page';
import { EventsPage } from './pages/events-page';
import { CreateSitePage, HomePage, NotFoundPage } from './pages/home-page';
import { InvitePage } from './pages/invite-page';
import { MailboxPage } from './pages/mailbox-page';
import { MediaPage } from './pages/media-page';
import { MembersPage } from './pages/members-page';
import { MemberPage } from './pages/members/member-page';
import { OverviewPage } from './pages/overview-page';
import { OwnersPage } from './pages/owners-page';
import { SetupPage } from './pages/setup-page';
import { SignInPage } from './pages/sign-in-page';
import { WebhooksPage } from './pages/webhooks-page';
import { ProductsPage } from './pages/products/products-page';
import { OrdersPage } from './pages/orders/orders-page';
import { OrderPage } from './pages/orders/order-page';
import { BackInStockPage } from './pages/back-in-stock/back-in-stock-page';
import { SubscriptionsPage } from './pages/subscriptions/subscriptions-page';
import { AbandonedCheckoutsPage } from './pages/abandoned/abandoned-page';
import { DiscountsPage } from './pages/discounts/discounts-page';
import { ShippingPage } from './pages/shipping/shipping-page';
import { FeesPage } from './pages/fees/fees-page';
import { TipsPage } from './pages/tips/tips-page';
import { GiftCardsPage } from './pages/gift-cards/gift-cards-page';
import { TaxPage } from './pages/tax/tax-page';
import { DashboardCache } from './session';
import { SiteLayout } from './site-layout';

// Indigo on white passes WCAG AA for text and controls; focus rings show for keyboard users only.
const theme = createTheme({ primaryColor: 'indigo', focusRing: 'auto', defaultRadius: 'md' });
const queryClient = createQueryClient();

const router = createBrowserRouter(
  [
    { path: 'sign-in', element: <SignInPage /> },
    { path: 'setup', element: <SetupPage /> },
    { path: 'invite', element: <InvitePage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    {
      element: <RequireSession />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'sites/new', element: <CreateSitePage /> },
        { path: 'account', element: <AccountPage /> },
        {
          path: 'sites/:siteId',
          element: <SiteLayout />,
          children: [
            { index: true, element: <OverviewPage /> },
            { path: 'members', element: <MembersPage /> },
            { path: 'members/:memberId', element: <MemberPage /> },
            { path: 'mailbox', element: <MailboxPage /> },
            { path: 'media', element: <MediaPage /> },
            { path: 'categories', element: <CategoriesPage /> },
            { path: 'products', element: <ProductsPage /> },
            { path: 'orders', element: <OrdersPage /> },
            { path: 'orders/:orderId', element: <OrderPage /> },
            { path: 'back-in-stock', element: <BackInStockPage /> },
            { path: 'subscriptions', element: <SubscriptionsPage /> },
            { path: 'abandoned-checkouts', element: <AbandonedCheckoutsPage /> },
            { path: 'discounts', element: <DiscountsPage /> },
            { path: 'shipping', element: <ShippingPage /> },
            { path: 'fees', element: <FeesPage /> },
            { path: 'tips', element: <TipsPage /> },
            { path: 'tax', element: <TaxPage /> },
            { path: 'gift-cards', element: <GiftCardsPage /> },
            { path: 'oauth-clients', element: <ClientsPage /> },
            { path: 'api-keys', element: <ApiKeysPage /> },
            { path: 'webhooks', element: <WebhooksPage /> },
            { path: 'events', element: <EventsPage /> },
            { path: 'owners', element: <OwnersPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
  { basename: '/dashboard' },
);

export default function DashboardApp() {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DashboardCache value={queryClient}>
          <RouterProvider router={router} />
        </DashboardCache>
      </QueryClientProvider>
    </MantineProvider>
  );
}
