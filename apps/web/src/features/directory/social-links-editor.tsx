import { SOCIAL_PLATFORMS, type SocialPlatform } from '@edge/api/profile-kinds';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

export interface SocialLinkValue {
	platform: SocialPlatform;
	url: string;
}

interface SocialLinksEditorProps {
	value: SocialLinkValue[];
	onChange: (value: SocialLinkValue[]) => void;
	/** Translated errors by index in `value` and field, e.g. { 0: { url: '…' } }. */
	errors?: Partial<Record<number, Partial<Record<'platform' | 'url', string>>>>;
	/** How many links the schema accepts; the add button stops there. */
	max?: number;
}

/** Editable list of social links (platform and URL, both required by the schemas). */
export function SocialLinksEditor({ value, onChange, errors = {}, max = 10 }: SocialLinksEditorProps) {
	const { t } = useTranslation();
	const platforms = SOCIAL_PLATFORMS.map((platform) => ({
		value: platform,
		label: t(`business.platforms.${platform}`),
	}));
	const update = (index: number, patch: Partial<SocialLinkValue>) =>
		onChange(value.map((link, i) => (i === index ? { ...link, ...patch } : link)));

	return (
		<Stack gap="xs" data-testid="social-links-editor">
			{value.length === 0 && (
				<Text c="dimmed" fz="sm">
					{t('business.socialEditor.empty')}
				</Text>
			)}
			{value.map((link, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until saved
				<Group key={index} align="flex-start" wrap="nowrap" gap="xs">
					<Select
						w={160}
						aria-label={`${t('business.socialEditor.platform')} ${index + 1}`}
						data={platforms}
						value={link.platform}
						allowDeselect={false}
						onChange={(platform) => platform && update(index, { platform: platform as SocialPlatform })}
						error={errors[index]?.platform}
					/>
					<TextInput
						style={{ flex: 1 }}
						type="url"
						placeholder="https://"
						aria-label={`${t('business.socialEditor.url')} ${index + 1}`}
						value={link.url}
						onChange={(event) => update(index, { url: event.currentTarget.value })}
						error={errors[index]?.url}
					/>
					<ActionIcon
						variant="subtle"
						color="gray"
						mt={6}
						aria-label={`${t('business.socialEditor.remove')} ${index + 1}`}
						onClick={() => onChange(value.filter((_, i) => i !== index))}
					>
						<IconX size={16} aria-hidden />
					</ActionIcon>
				</Group>
			))}
			<Button
				variant="subtle"
				size="xs"
				w="fit-content"
				leftSection={<IconPlus size={14} aria-hidden />}
				disabled={value.length >= max}
				onClick={() => onChange([...value, { platform: 'facebook', url: '' }])}
			>
				{t('business.socialEditor.add')}
			</Button>
		</Stack>
	);
}
