import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type AnchorElementProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
	<Button component="a" ref={ref} {...props} />
));
ButtonAnchor.displayName = 'ButtonAnchor';

const TextAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
	<Anchor ref={ref} {...props} />
));
TextAnchor.displayName = 'TextAnchor';

/** Mantine's Button and Anchor as typed router links (preloading, active state). */
export const ButtonLink = createLink(ButtonAnchor);
export const AnchorLink = createLink(TextAnchor);
