import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';

/** One choice in a relationship menu. */
export interface RelationshipChoice {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/** The relationship button when the state has choices: "Friends ▾", "Request sent ▾", "Blocked ▾". */
export function RelationshipMenu(props: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  choices: RelationshipChoice[];
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={props.icon}
        endIcon={<ArrowDropDown />}
        disabled={props.disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {props.label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {props.choices.map((choice) => (
          <MenuItem
            key={choice.label}
            onClick={() => {
              setAnchor(null);
              choice.onSelect();
            }}
            sx={choice.danger ? { color: 'error.main' } : undefined}
          >
            {choice.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
