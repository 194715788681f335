import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { signOutSuperuser, useSuperuser } from '@/shared/lib/superuser-client';
import { BundleInstaller } from './bundle-installer';
import { SuperuserSignInForm } from './superuser-sign-in-form';

/**
 * For whoever runs Hearth, folded away from everyone else: a superuser signs in here (for this
 * page only) and installs or updates plugins from their bundles.
 */
export function SuperuserArea({ onInstalled }: { onInstalled: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const session = useSuperuser();
  // note: the wrapper keeps the space above: an accordion's own margin gives way when it expands.
  return (
    <Box sx={{ mt: 4 }}>
      <Accordion
        component="section"
        aria-labelledby={`${id}-title`}
        defaultExpanded={session !== null}
        disableGutters
        // note: the section is the region, named by its title; a second one inside would repeat it.
        slotProps={{ region: { role: undefined, 'aria-labelledby': undefined } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMore />}
          aria-controls={`${id}-content`}
          id={`${id}-summary`}
        >
          <Box>
            <Typography id={`${id}-title`} variant="h6" component="h2">
              {t('plugins.superuser.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('plugins.superuser.lead')}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails>
          {session ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {t('plugins.superuser.signedInAs', { email: session.email })}
                </Typography>
                <Button size="small" onClick={signOutSuperuser}>
                  {t('plugins.superuser.signOut')}
                </Button>
              </Box>
              <BundleInstaller session={session} onInstalled={onInstalled} />
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {t('plugins.superuser.signInLead')}
              </Typography>
              <SuperuserSignInForm />
            </>
          )}
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
