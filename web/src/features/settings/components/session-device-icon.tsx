import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import TabletOutlined from '@mui/icons-material/TabletOutlined';
import { useTranslation } from '@/i18n/i18n';
import type { SessionRecord } from '../api/sessions-api';

const ICONS = {
  desktop: ComputerOutlined,
  mobile: SmartphoneOutlined,
  tablet: TabletOutlined,
  unknown: DevicesOutlined,
} as const;

/** A computer, phone or tablet, named for screen readers. */
export function SessionDeviceIcon({ type }: { type: SessionRecord['deviceType'] }) {
  const { t } = useTranslation();
  const kind = type || 'unknown';
  const Icon = ICONS[kind];
  return <Icon color="action" titleAccess={t(`sessions.kind.${kind}`)} sx={{ fontSize: 32 }} />;
}
