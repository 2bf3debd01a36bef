import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { Notifications } from './notifications.tsx';
import { Loading, RequireSession } from './session/require-session.tsx';
import { SessionExpiredDialog } from './session/session-expired-dialog.tsx';

// Every screen is its own chunk: the sign-in page never loads the shell, the data grid or the other screens.
const SignInPage = lazy(() => import('../features/identity/pages/sign-in-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/identity/pages/forgot-password-page.tsx'));
const RecoverPasswordPage = lazy(() => import('../features/identity/pages/recover-password-page.tsx'));
const ProfilePage = lazy(() => import('../features/identity/pages/profile-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page.tsx'));
const CountriesPage = lazy(() => import('../features/countries/pages/countries-page.tsx'));
const AppLayout = lazy(() => import('./layout/app-layout.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

function Root() {
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <SessionExpiredDialog />
      <Notifications />
    </>
  );
}

export const routes = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <SignInPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/recover-password', element: <RecoverPasswordPage /> },
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/admin/countries', element: <CountriesPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
