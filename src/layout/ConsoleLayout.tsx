/**
 * react-admin's `<Layout>` as its docs write a layout from scratch: its public parts (the skip link,
 * the side bar, the error page and the loading page) around the console's bar and menu. `<Layout>`
 * also renders the preferences `Inspector` on every page, the editor of react-admin's configuration
 * mode, which the console offers no button for; it has no prop to leave it out, and it was about
 * 1 KB gzip on every screen (docs/performance.md, "Library edges"). The frame keeps `<Layout>`'s
 * structure (the skip link's target `#main-content` included), with room for the console's taller bar.
 */
import { Component, Suspense, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Error as ErrorPage, SkipNavigationButton } from 'react-admin';
import { isChunkLoadError, releaseReload } from '../boot/release.ts';
import { PageLoading } from '../components/Progress.tsx';
import { ReleaseNotice } from '../components/ReleaseNotice.tsx';
import { APP_BAR_HEIGHT } from './themes.ts';

export interface ConsoleLayoutProps {
  appBar: ComponentType<{ alwaysOn?: boolean }>;
  sidebar: ComponentType<{ appBarAlwaysOn?: boolean }>;
  children: ReactNode;
}

interface CaughtState {
  error?: Error;
  errorInfo?: ErrorInfo;
}

/**
 * A screen that throws shows react-admin's error page in the content area, the bar and the menu staying
 * usable; the page resets the boundary when the location changes (as under `<Layout>`). Code that could
 * not be loaded (a release while the tab was open, src/boot/release.ts) reloads the page once, else
 * says that a new version is available.
 */
class ContentErrorBoundary extends Component<{ children: ReactNode }, CaughtState> {
  state: CaughtState = {};

  static getDerivedStateFromError(error: Error): CaughtState {
    return { error };
  }

  componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    if (isChunkLoadError(error)) releaseReload.reloadForRelease();
    this.setState({ errorInfo });
  }

  reset = () => this.setState({ error: undefined, errorInfo: undefined });

  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <ReleaseNotice onRetry={this.reset} pending={<PageLoading />} />;
    return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}

export function ConsoleLayout({ appBar: AppBar, sidebar: Sidebar, children }: ConsoleLayoutProps) {
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className="pa-layout-appFrame">
        <AppBar alwaysOn />
        <main className="pa-layout-contentWithSidebar">
          <Sidebar appBarAlwaysOn />
          <div id="main-content" className="pa-layout-content">
            <ContentErrorBoundary>
              <Suspense fallback={<PageLoading />}>{children}</Suspense>
            </ContentErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

/** react-admin's layout's styles, the frame placed under the console's bar (APP_BAR_HEIGHT). */
const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .pa-layout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: APP_BAR_HEIGHT,
  },
  '& .pa-layout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .pa-layout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: {
      paddingRight: theme.spacing(1),
      paddingLeft: theme.spacing(1),
    },
  },
  '& .RaSidebar-fixed': { height: `calc(100vh - ${APP_BAR_HEIGHT}px)` },
}));
