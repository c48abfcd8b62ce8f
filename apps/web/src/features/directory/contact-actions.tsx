import { dialDigits } from '@edge/api/phone-display';
import type { SocialPlatform } from '@edge/api/profile-kinds';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import {
	IconBrandFacebook,
	IconBrandInstagram,
	IconBrandLinkedin,
	IconBrandTiktok,
	IconBrandWhatsapp,
	IconBrandX,
	IconBrandYoutube,
	IconLink,
	IconPhone,
	IconShare,
	IconWorld,
} from '@tabler/icons-react';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { usePhoneText } from './use-phone-text';

export interface SocialLink {
	platform: SocialPlatform;
	url: string;
}

const PLATFORM_ICON: Record<SocialPlatform, typeof IconLink> = {
	facebook: IconBrandFacebook,
	instagram: IconBrandInstagram,
	x: IconBrandX,
	tiktok: IconBrandTiktok,
	youtube: IconBrandYoutube,
	linkedin: IconBrandLinkedin,
	whatsapp: IconBrandWhatsapp,
	other: IconLink,
};

/** Links that leave Edge open a new tab and give the other site no handle on this one. */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** wa.me wants the number as digits only, country code first. */
export function whatsappUrl(phone: string, greeting: string): string {
	return `https://wa.me/${dialDigits(phone) ?? phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}

/** A tel: link dials the stored E.164 number from anywhere. */
export function telUrl(phone: string): string {
	const digits = dialDigits(phone);
	return `tel:${digits ? `+${digits}` : phone}`;
}

/**
 * The number written out, "(809) 555-1234": a desktop visitor cannot follow a tel: link, and
 * anyone may want to copy or read it. Kept on one line: a number cut in two misdials.
 */
export function PhoneText({ phone }: { phone: string }) {
	const text = usePhoneText(phone);
	return (
		<Text component="span" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="contact-phone">
			{text}
		</Text>
	);
}

interface ContactActionsProps {
	/** The profile's title: the WhatsApp greeting and the share text name it. */
	title: string;
	/** The stored phone (E.164, +18095551234); without one, no number, call or WhatsApp button. */
	phone?: string | null;
	website?: string | null;
	socialLinks?: readonly SocialLink[];
	/** The link to share; the current page by default. */
	shareUrl?: string;
}

/**
 * A profile's contact buttons: the number written out, call (tel:), WhatsApp (wa.me with a
 * greeting), website, share (the system share sheet, or copying the link where there is none) and
 * the social links.
 */
export function ContactActions({ title, phone, website, socialLinks = [], shareUrl }: ContactActionsProps) {
	const { t } = useTranslation();

	const share = async () => {
		const url = shareUrl ?? window.location.href;
		try {
			if (typeof navigator.share === 'function') {
				await navigator.share({ title, url });
				return;
			}
			await navigator.clipboard.writeText(url);
			notify.success(t('business.contact.linkCopied'));
		} catch (error) {
			// Closing the share sheet is a choice, not a failure.
			if (error instanceof DOMException && error.name === 'AbortError') return;
			notify.error(t('business.contact.shareFailed'));
		}
	};

	return (
		<Group gap="xs" data-testid="contact-actions">
			{phone && <PhoneText phone={phone} />}
			{phone && (
				<Button component="a" href={telUrl(phone)} leftSection={<IconPhone size={16} aria-hidden />} variant="light">
					{t('business.contact.call')}
				</Button>
			)}
			{phone && (
				<Button
					component="a"
					href={whatsappUrl(phone, t('business.contact.whatsappGreeting', { name: title }))}
					{...EXTERNAL}
					leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
					variant="light"
					color="green"
				>
					{t('business.contact.whatsapp')}
				</Button>
			)}
			{website && (
				<Button
					component="a"
					href={website}
					{...EXTERNAL}
					leftSection={<IconWorld size={16} aria-hidden />}
					variant="light"
				>
					{t('business.contact.website')}
				</Button>
			)}
			<Button
				onClick={() => void share()}
				leftSection={<IconShare size={16} aria-hidden />}
				variant="default"
				data-testid="share-profile"
			>
				{t('business.contact.share')}
			</Button>
			{socialLinks.length > 0 && (
				<Group gap={4} aria-label={t('business.contact.social')} role="group">
					{socialLinks.map((link) => {
						const Icon = PLATFORM_ICON[link.platform];
						const label = t(`business.platforms.${link.platform}`);
						return (
							// The platform's name as the title: a native hint, not a tooltip component per link.
							<ActionIcon
								key={`${link.platform}-${link.url}`}
								component="a"
								href={link.url}
								{...EXTERNAL}
								variant="subtle"
								size="lg"
								aria-label={label}
								title={label}
							>
								<Icon size={20} aria-hidden />
							</ActionIcon>
						);
					})}
				</Group>
			)}
		</Group>
	);
}
