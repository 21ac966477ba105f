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
import type { PermissionKey } from '../auth/menus.ts';

const icons: Partial<Record<PermissionKey, ReactElement>> = {
  merchantRegister: <Assignment />,
  merchantDetail: <Store />,
  qrTransaction: <ReceiptLong />,
  userRequest: <Assignment />,
  transactionExternal: <SwapHoriz />,
  merchantAccountManagement: <Group />,
  announce: <Campaign />,
  paymentChannel: <AccountBalance />,
  qrCode: <QrCode2 />,
  merchantType: <Category />,
  roleAuthorization: <Security />,
  users: <Group />,
  systemPolicy: <Policy />,
  arAp: <ReceiptLong />,
  funding: <AccountBalance />,
  settingMdr: <Tune />,
  mdr: <Percent />,
  taxCalculation: <Percent />,
  adjustmentTransaction: <Tune />,
  adjustFeeQrCredit: <Tune />,
  reconcile: <CompareArrows />,
};

export const menuIcon = (key: PermissionKey): ReactElement => icons[key] ?? <Assignment />;
