/** The side-menu icon of each icon name a declaration may use (MENU_ICONS). */
import AccountBalance from '@mui/icons-material/AccountBalance';
import Assignment from '@mui/icons-material/Assignment';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import CompareArrows from '@mui/icons-material/CompareArrows';
import Group from '@mui/icons-material/Group';
import Percent from '@mui/icons-material/Percent';
import Policy from '@mui/icons-material/Policy';
import QrCode2 from '@mui/icons-material/QrCode2';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Security from '@mui/icons-material/Security';
import Store from '@mui/icons-material/Store';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';
import type { ReactElement } from 'react';
import type { MenuIcon } from './menus.ts';

const ICONS: Record<MenuIcon, ReactElement> = {
  assignment: <Assignment />,
  store: <Store />,
  receipt: <ReceiptLong />,
  swap: <SwapHoriz />,
  group: <Group />,
  campaign: <Campaign />,
  bank: <AccountBalance />,
  qrCode: <QrCode2 />,
  category: <Category />,
  security: <Security />,
  policy: <Policy />,
  tune: <Tune />,
  percent: <Percent />,
  compare: <CompareArrows />,
};

export function menuIcon(name: string): ReactElement {
  return Object.hasOwn(ICONS, name) ? ICONS[name as MenuIcon] : <Assignment />;
}
