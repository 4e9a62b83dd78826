import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { MENU_HOME, type MenuItem } from './menu';
import { MENU_ICONS } from './menu-icons';

// An item is lit on its own page, on any of its tabs, and below them (a detail page).
function isActive(pathname: string, item: MenuItem): boolean {
  const roots = [item.path, ...(item.tabs ?? []).map((tab) => tab.path)];
  return roots.some((root) =>
    root === '/' ? pathname === '/' : pathname === root || pathname.startsWith(`${root}/`),
  );
}

export function NavMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The group of the page being opened starts unfolded (Configuración on a settings page).
  const [open, setOpen] = useState<string | null>(
    items.find((item) => item.children && pathname.startsWith(item.path))?.key ?? null,
  );
  return (
    <List component="nav" aria-label={t('menu.operations')} data-testid="main-menu" sx={{ px: 1 }}>
      {[MENU_HOME, ...items].map((item) =>
        item.children ? (
          <div key={item.key}>
            <ListItemButton
              onClick={() => setOpen(open === item.key ? null : item.key)}
              selected={pathname.startsWith(item.path)}
              sx={{ borderRadius: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                {MENU_ICONS[item.icon]}
              </ListItemIcon>
              <ListItemText primary={t(item.labelKey)} />
              {open === item.key ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={open === item.key} unmountOnExit>
              <List disablePadding component="div">
                {item.children.map((child) => (
                  <ListItemButton
                    key={child.key}
                    component={RouterLink}
                    to={child.path}
                    onClick={onNavigate}
                    selected={pathname === child.path}
                    sx={{ pl: 6, borderRadius: 2 }}
                  >
                    <ListItemText
                      primary={t(child.labelKey)}
                      sx={{ '& .MuiListItemText-primary': { fontSize: 14 } }}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Collapse>
          </div>
        ) : (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.path}
            onClick={onNavigate}
            selected={isActive(pathname, item)}
            sx={{ borderRadius: 2 }}
            data-menu-key={item.key}
          >
            <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>{MENU_ICONS[item.icon]}</ListItemIcon>
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        ),
      )}
    </List>
  );
}
