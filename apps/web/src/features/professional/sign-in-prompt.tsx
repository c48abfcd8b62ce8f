import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '../../lib/links';

interface SignInPromptProps {
	title: string;
	body: string;
	button: string;
}

/** What a visitor sees on a page that needs an account: why, and a way to sign in and come back. Its title is the page's h1. */
export function SignInPrompt({ title, body, button }: SignInPromptProps) {
	const here = useLocation({ select: (location) => location.href });
	return (
		<Paper withBorder radius="lg" p="xl" maw={560} mx="auto" data-testid="sign-in-prompt">
			<Stack align="flex-start">
				<Title order={1} fz="xl">
					{title}
				</Title>
				<Text c="dimmed">{body}</Text>
				<ButtonLink to="/login" search={{ redirect: here }}>
					{button}
				</ButtonLink>
			</Stack>
		</Paper>
	);
}

interface InvitationProps extends SignInPromptProps {
	/** Where the create button leads. */
	to: string;
	search?: Record<string, unknown>;
}

/** A signed-in user without a profile of this kind: an invitation to create one. */
export function CreateInvitation({ title, body, button, to, search }: InvitationProps) {
	return (
		<Paper withBorder radius="lg" p="xl" maw={560} mx="auto" data-testid="create-invitation">
			<Stack align="flex-start">
				<Title order={1} fz="xl">
					{title}
				</Title>
				<Text c="dimmed">{body}</Text>
				<ButtonLink to={to} search={search}>
					{button}
				</ButtonLink>
			</Stack>
		</Paper>
	);
}
