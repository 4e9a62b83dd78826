import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../shared/session/current-user';
import { signOut } from '../../shared/session/session-store';
import { LanguageSwitch, languageItems } from '../language-switch';
import { buildMenu } from '../menu';
import { NavMenu } from '../nav-menu';
import { SiteSelector } from '../site-selector';

const DRAWER_WIDTH = 264;
// The managers' alerts (low ratings) load in their own chunk.
const NotificationsBell = lazy(() =>
  import('../../features/notifications/components/notifications-bell').then((m) => ({
    default: m.NotificationsBell,
  })),
);
// The search for a client or an appointment, on every screen, in its own chunk too.
const GlobalSearch = lazy(() =>
  import('../../features/search/components/global-search').then((m) => ({ default: m.GlobalSearch })),
);

// The signed-in shell: permanent menu from lg (1280 px) up, a drawer below it (mobile).
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('lg'));
  // On a phone the bar's room goes to the site's name; the languages move to the account menu.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const current = useCurrentUser().data;
  const items = current ? buildMenu(current.permissions, current.category) : [];
  const name = current ? `${current.user.first_name} ${current.user.last_name ?? ''}`.trim() : '';

  const drawer = (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography variant="h2" color="primary">
          {t('app.name')}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          title={current?.user.subscriber_owner_company_id.name}
        >
          {current?.user.subscriber_owner_company_id.name}
        </Typography>
      </Toolbar>
      <Divider />
      <Box sx={{ overflowY: 'auto', flexGrow: 1, py: 1 }}>
        <NavMenu items={items} onNavigate={() => setDrawerOpen(false)} />
      </Box>
    </Box>
  );

  const exit = async () => {
    setUserMenu(null);
    await signOut();
    navigate('/login');
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          borderBottom: '1px solid #E7E0EE',
          ml: { lg: `${DRAWER_WIDTH}px` },
          width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` },
        }}
      >
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          {mobile && (
            <IconButton
              edge="start"
              onClick={() => setDrawerOpen(true)}
              aria-label={t('common.openMenu')}
              data-testid="open-menu"
            >
              <MenuIcon />
            </IconButton>
          )}
          <SiteSelector />
          <Box sx={{ flexGrow: 1 }} />
          <Suspense fallback={null}>
            <GlobalSearch />
          </Suspense>
          <Suspense fallback={null}>
            <NotificationsBell />
          </Suspense>
          {!phone && <LanguageSwitch />}
          <IconButton
            onClick={(event) => setUserMenu(event.currentTarget)}
            aria-label={name}
            data-testid="user-menu"
          >
            <Avatar sx={{ bgcolor: 'primary.main', width: 34, height: 34, fontSize: 15 }}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
          </IconButton>
          <Menu anchorEl={userMenu} open={Boolean(userMenu)} onClose={() => setUserMenu(null)}>
            <Box sx={{ px: 2, py: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {current?.roleNames.join(', ')}
              </Typography>
            </Box>
            <Divider />
            {phone && languageItems(t, () => setUserMenu(null), true)}
            {phone && <Divider />}
            <MenuItem onClick={exit} data-testid="sign-out">
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              {t('common.signOut')}
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      {mobile ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {drawer}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, borderRight: '1px solid #E7E0EE' },
          }}
        >
          {drawer}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, mt: 8 }}>
        {children}
      </Box>
    </Box>
  );
}
