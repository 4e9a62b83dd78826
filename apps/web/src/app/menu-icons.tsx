import AssessmentIcon from '@mui/icons-material/Assessment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CircleIcon from '@mui/icons-material/Circle';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SpaIcon from '@mui/icons-material/Spa';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ReactElement } from 'react';
import type { MenuItem } from './menu';

export const MENU_ICONS: Record<MenuItem['icon'], ReactElement> = {
  home: <HomeIcon />,
  calendar: <CalendarMonthIcon />,
  cash: <PointOfSaleIcon />,
  clients: <PeopleIcon />,
  specialists: <GroupsIcon />,
  services: <SpaIcon />,
  products: <Inventory2Icon />,
  promotions: <LocalOfferIcon />,
  sales: <StorefrontIcon />,
  shopping: <ShoppingCartIcon />,
  reports: <AssessmentIcon />,
  settings: <SettingsIcon />,
  dot: <CircleIcon sx={{ fontSize: 8 }} />,
};
